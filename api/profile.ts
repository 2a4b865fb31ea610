import * as v from 'valibot';
import { defineCalls } from './contract.ts';
import { Customer } from './main.ts';

// SPEC §3 "Customer/profile"; §7 GET /api/profile, GET /api/profile/userpic.jpg.
export const Profile = Customer;
export type Profile = v.InferOutput<typeof Profile>;

/** `v`: the photo's version (Profile.photo carries it); the versioned URL may be cached long. */
export const UserpicQuery = v.object({ v: v.optional(v.pipe(v.string(), v.maxLength(32, 'tooLong'))) });

export const profileCalls = defineCalls({
  'profile.get': {
    method: 'GET',
    path: '/api/profile',
    response: Profile,
    access: 'trainee',
    errors: [403],
    spec: 'SPEC §7 Main, profile, news',
    summary: "The trainee's profile",
  },
  'profile.userpic': {
    method: 'GET',
    path: '/api/profile/userpic.jpg',
    query: UserpicQuery,
    response: { file: 'image/jpeg' },
    access: 'trainee',
    errors: [400, 403, 404],
    spec: 'SPEC §7 Main, profile, news',
    summary: "The trainee's photo",
  },
});
