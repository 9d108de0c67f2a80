import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  assignConcessionBodySchema,
  concessionCategoryIdParamsSchema,
  concessionCategoryRowSchema,
  createConcessionCategoryBodySchema,
  listStudentConcessionsQuerySchema,
  studentConcessionIdParamsSchema,
  studentConcessionRowSchema,
  studentFeeScheduleQuerySchema,
  studentFeeScheduleSchema,
  updateConcessionCategoryBodySchema,
} from './concession-schemas.ts';
import { manageFeeStructureBodySchema } from './structure-checks.ts';
import {
  copyableStructureSchema,
  copyFeeStructureBodySchema,
  feeStructureDetailsQuerySchema,
  feeStructureRowSchema,
} from './structure-schemas.ts';
import {
  createFeeTitleBodySchema,
  feeTitleIdParamsSchema,
  feeTitleRowSchema,
  updateFeeTitleBodySchema,
} from './title-schemas.ts';

const feeSetupRead = { kind: 'module', module: 'fee_setup' } as const;
const titleWrite = { kind: 'module', module: 'fee_setup:add_fee_title' } as const;
const structureWrite = { kind: 'module', module: 'fee_setup:add_fee_structure' } as const;
// Concessions are set up from the fee structure page (/add_fee_structure/concessions).
const concessionWrite = structureWrite;
const base = { area: 'school' } as const;

export const listFeeTitles = defineRoute({
  ...base,
  id: 'fees.titles.list',
  method: 'GET',
  path: '/fee-title',
  access: feeSetupRead,
  summary: 'The fee titles (fee types) of the school, by name',
  data: z.array(feeTitleRowSchema),
});
export const createFeeTitle = defineRoute({
  ...base,
  id: 'fees.titles.create',
  method: 'POST',
  path: '/fee-title',
  access: titleWrite,
  summary: 'Add a fee title; a name taken (case-insensitively) is refused',
  body: createFeeTitleBodySchema,
  data: feeTitleRowSchema,
});
export const updateFeeTitle = defineRoute({
  ...base,
  id: 'fees.titles.update',
  method: 'PUT',
  path: '/fee-title',
  access: titleWrite,
  summary: 'Rename a fee title',
  body: updateFeeTitleBodySchema,
  data: feeTitleRowSchema,
});
export const deleteFeeTitle = defineRoute({
  ...base,
  id: 'fees.titles.delete',
  method: 'DELETE',
  path: '/fee-title/:id',
  access: titleWrite,
  summary: 'Delete a fee title no fee structure uses',
  params: feeTitleIdParamsSchema,
  data: z.null(),
});

export const getFeeStructureDetails = defineRoute({
  ...base,
  id: 'fees.structures.details',
  method: 'GET',
  path: '/manage_fee/fee_structure_details',
  access: feeSetupRead,
  summary: 'Fee structures of a session (optionally of some classes), figures by the rules',
  query: feeStructureDetailsQuerySchema,
  data: z.array(feeStructureRowSchema),
});
export const manageFeeStructure = defineRoute({
  ...base,
  id: 'fees.structures.manage',
  method: 'POST',
  path: '/manage_fee/manage_fee_structure',
  access: structureWrite,
  summary: 'Create (no id) or replace a fee structure; every figure must match the rules',
  body: manageFeeStructureBodySchema,
  data: feeStructureRowSchema,
});
export const listCopyableFeeStructures = defineRoute({
  ...base,
  id: 'fees.structures.copyable',
  method: 'GET',
  path: '/manage_fee/getCopyableFeeStructures',
  access: structureWrite,
  summary: 'Every session and class that has a fee structure, to copy from',
  data: z.array(copyableStructureSchema),
});
export const copyFeeStructure = defineRoute({
  ...base,
  id: 'fees.structures.copy',
  method: 'POST',
  path: '/manage_fee/copyCompleteFeeStructure',
  access: structureWrite,
  summary: "Copy a class's structure of a session to another class and session",
  body: copyFeeStructureBodySchema,
  data: feeStructureRowSchema,
});

export const listConcessionCategories = defineRoute({
  ...base,
  id: 'fees.concessions.list',
  method: 'GET',
  path: '/concession-category',
  access: feeSetupRead,
  summary: 'The concession categories of the school with how many students have each',
  data: z.array(concessionCategoryRowSchema),
});
export const createConcessionCategory = defineRoute({
  ...base,
  id: 'fees.concessions.create',
  method: 'POST',
  path: '/concession-category',
  access: concessionWrite,
  summary: 'Define a concession category (percentage or yearly amount, of a fee type or the total)',
  body: createConcessionCategoryBodySchema,
  data: concessionCategoryRowSchema,
});
export const updateConcessionCategory = defineRoute({
  ...base,
  id: 'fees.concessions.update',
  method: 'PUT',
  path: '/concession-category',
  access: concessionWrite,
  summary: 'Change a concession category; dues follow at once',
  body: updateConcessionCategoryBodySchema,
  data: concessionCategoryRowSchema,
});
export const deleteConcessionCategory = defineRoute({
  ...base,
  id: 'fees.concessions.delete',
  method: 'DELETE',
  path: '/concession-category/:id',
  access: concessionWrite,
  summary: 'Delete a concession category no student has',
  params: concessionCategoryIdParamsSchema,
  data: z.null(),
});
export const listStudentConcessions = defineRoute({
  ...base,
  id: 'fees.concessions.students',
  method: 'GET',
  path: '/student-concession',
  access: feeSetupRead,
  summary: 'Concessions given to students in a session',
  query: listStudentConcessionsQuerySchema,
  data: z.array(studentConcessionRowSchema),
});
export const assignStudentConcession = defineRoute({
  ...base,
  id: 'fees.concessions.assign',
  method: 'POST',
  path: '/student-concession',
  access: concessionWrite,
  summary: 'Give a student a concession category for a session (approver, date)',
  body: assignConcessionBodySchema,
  data: studentConcessionRowSchema,
});
export const removeStudentConcession = defineRoute({
  ...base,
  id: 'fees.concessions.remove',
  method: 'DELETE',
  path: '/student-concession/:id',
  access: concessionWrite,
  summary: 'Take a concession away from a student',
  params: studentConcessionIdParamsSchema,
  data: z.null(),
});
export const getStudentFeeSchedule = defineRoute({
  ...base,
  id: 'fees.schedule.student',
  method: 'GET',
  path: '/manage_fee/student_fee_schedule',
  access: feeSetupRead,
  summary: "A student's instalments of every plan, from the class's structure and concessions",
  query: studentFeeScheduleQuerySchema,
  data: studentFeeScheduleSchema.nullable(),
});

export const feeRoutes = [
  listFeeTitles,
  createFeeTitle,
  updateFeeTitle,
  deleteFeeTitle,
  getFeeStructureDetails,
  manageFeeStructure,
  listCopyableFeeStructures,
  copyFeeStructure,
  listConcessionCategories,
  createConcessionCategory,
  updateConcessionCategory,
  deleteConcessionCategory,
  listStudentConcessions,
  assignStudentConcession,
  removeStudentConcession,
  getStudentFeeSchedule,
] as const;
