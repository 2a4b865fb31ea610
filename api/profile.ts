import * as v from 'valibot';
import { Customer } from './main.ts';

// SPEC §3 "Customer/profile"; §7 GET /api/profile.
export const Profile = Customer;
export type Profile = v.InferOutput<typeof Profile>;
