/** The Operators tab (issue 48): who may sign in to the back-office, with what role. */
import { z } from 'zod';
import { id, MAX_LENGTH, messageResultSchema, requiredText } from './common';
import { countryCode, phoneNumber } from './auth';
import { roleSchema } from './roles';

/** An operator as the tab shows them: never their sessions. */
export const operatorRowSchema = z.object({
  _id: id,
  name: z.string().max(120),
  phoneNumber: z.string().max(16),
  role: roleSchema,
  active: z.boolean(),
  lastSignInAt: z.string().max(MAX_LENGTH.dateText).nullable(),
  version: z.number().int().min(0),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;

export const operatorsResultSchema = z.object({ operators: z.array(operatorRowSchema).max(10_000) });

export const addOperatorBodySchema = z.object({ name: requiredText(MAX_LENGTH.name, 'Name'), countryCode, phoneNumber, role: roleSchema });
export type AddOperatorBody = z.infer<typeof addOperatorBodySchema>;

/** `version`: the operator as the page showed them; a change made since is refused (409) with the operator as they are now. */
export const setOperatorRoleBodySchema = z.object({ operatorId: id, role: roleSchema, version: z.number().int().min(0).optional() });
export type SetOperatorRoleBody = z.infer<typeof setOperatorRoleBodySchema>;

export const setOperatorActiveBodySchema = z.object({ operatorId: id, active: z.boolean(), version: z.number().int().min(0).optional() });
export type SetOperatorActiveBody = z.infer<typeof setOperatorActiveBodySchema>;

export const operatorResultSchema = messageResultSchema.extend({ operator: operatorRowSchema });
export type OperatorResult = z.infer<typeof operatorResultSchema>;
