import { z } from 'zod';

export const validateSubdomainBodySchema = z.object({
  subdomain: z
    .string({ error: 'Enter the subdomain' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Enter the subdomain' })
    .max(63),
});

export const subdomainStatuses = ['OK', 'NOT_FOUND', 'SUSPENDED'] as const;

export const validateSubdomainDataSchema = z.object({
  STATUS: z.enum(subdomainStatuses),
  url: z.string(),
  schoolData: z
    .object({
      school_name: z.string(),
      primary_color: z.string(),
      text_color: z.string(),
      logo: z.string(),
    })
    .nullable(),
});
export type ValidateSubdomainData = z.infer<typeof validateSubdomainDataSchema>;
