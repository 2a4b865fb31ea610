// Input parsing with the api/ valibot schemas (DESIGN "Server input is never trusted").
// A failure is a ValidationError: 400 {errors: {field: code}} (api/rules.ts fieldErrors).
import type { Context } from 'hono';
import * as v from 'valibot';
import { fieldErrors } from '../../api/rules.ts';
import { DomainError, ValidationError } from '../domain/errors.ts';

/**
 * Field errors with SPEC §5-style codes. valibot reports a missing key with its own English
 * sentence: that becomes 'required'; any other such sentence becomes 'invalid'.
 */
function errorsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors = fieldErrors(issues);
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || '_';
    if (/\s/.test(errors[key] ?? '')) errors[key] = issue.path && issue.input === undefined ? 'required' : 'invalid';
  }
  return errors;
}

export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ValidationError(errorsOf(result.issues));
  return result.output;
}

/** The JSON body parsed with `schema`; malformed JSON is 400 {errors: {_: 'json'}, errorMessage}. */
export async function jsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let input: unknown;
  try {
    const text = await c.req.text();
    input = JSON.parse(text);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new ValidationError({ _: 'json' }, 'error.badRequest');
  }
  return parse(schema, input);
}
