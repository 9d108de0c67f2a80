import { structureMessages } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { classFormValues, toClassFields, validateClassForm } from './class-form';

describe('class form', () => {
  it('starts empty and loads a class to edit', () => {
    expect(classFormValues()).toEqual({ class_name: '', position: '' });
    expect(
      classFormValues({ id: 1, class_name: 'LKG', position: 2, sections: [], student_count: 0 }),
    ).toEqual({ class_name: 'LKG', position: 2 });
  });

  it('leaves an empty position out, so a new class goes last', () => {
    expect(toClassFields({ class_name: ' 11 ', position: '' })).toEqual({ class_name: '11' });
    expect(toClassFields({ class_name: '11', position: 14 })).toEqual({
      class_name: '11',
      position: 14,
    });
  });

  it('asks for a name, and for a position only when editing', () => {
    expect(validateClassForm({ class_name: '', position: '' }, false)).toEqual({
      class_name: structureMessages.enterClassName,
    });
    expect(validateClassForm({ class_name: '11', position: '' }, false)).toEqual({});
    expect(validateClassForm({ class_name: '11', position: '' }, true)).toEqual({
      position: structureMessages.badPosition,
    });
    expect(validateClassForm({ class_name: '11', position: -1 }, false)).toEqual({
      position: structureMessages.badPosition,
    });
  });
});
