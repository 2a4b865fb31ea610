// Who is asking: the logged-in trainee of a request, with the database and the server's now
// and the request's locale. Built once per request by server/http/contract.ts and taken by
// the domain functions (docs/architecture.md "Server").
import type { WireLocale } from '../../api/common.ts';
import type { Db } from '../db/connect.ts';

export type Caller = { db: Db; customerId: number; now: number; locale: WireLocale };
