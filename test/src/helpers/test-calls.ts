// Ad-hoc calls for the HTTP client's own tests (the app calls by its api/ declarations).
import * as v from 'valibot';
import type { Call, CallSpec } from '../../../api/contract.ts';

const base = { access: 'public', errors: [], spec: 'test', summary: 'test' } as const;

export const getCall = (path: string, response: v.GenericSchema = v.unknown()): Call => ({ ...base, id: `test GET ${path}`, method: 'GET', path, response });

export const postCall = (path: string, response: v.GenericSchema = v.unknown()) =>
  ({ ...base, id: `test POST ${path}`, method: 'POST', path, response, body: v.unknown() }) as Call<string, CallSpec & { body: v.GenericSchema }>;
