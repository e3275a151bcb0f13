import { z } from 'zod';

export const FORM_FIELD_TYPES = [
  'text',
  'number',
  'email',
  'date',
  'time',
  'textarea',
  'select',
  'switch',
  'checkbox',
  'url',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const formFieldOptionSchema = z.object({ value: z.string(), label: z.string() });

/** A field definition as the server sends it in a form configuration (decision 002). */
export const formFieldSchema = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  label: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  placeholder: z.string().optional(),
  required: z.boolean().optional(),
  default: z.union([z.string(), z.boolean(), z.number()]).optional(),
  options: z.array(formFieldOptionSchema).optional(),
  suffix: z.string().optional(),
  /** A tighter limit than the type's own (invitation-content's CONTENT_MAX_LENGTH). */
  maxLength: z.number().int().positive().optional(),
  /**
   * The field applies only while another field of its section holds one of these values ('' for
   * nothing chosen): the form hides it otherwise and the content check stores no value for it.
   */
  shownWhen: z.object({ field: z.string(), values: z.array(z.string()) }).optional(),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const formSectionSchema = z.object({
  title: z.string(),
  fields: z.array(formFieldSchema),
});
export type FormSection = z.infer<typeof formSectionSchema>;
