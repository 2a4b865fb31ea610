// SPEC §7 certificates (declared in api/certificates.ts certificateCalls; issue 13): the list,
// the entries of a request, the request, the PDF download and the public visibility switches.
// Rules: server/domain/certificates; docs/api.md "Certificates".
import { certificateCalls } from '../../api/certificates.ts';
import { allCertificates, availableEntries, downloadCertificate, openApplication, openCertificate, requestCertificates } from '../domain/certificates/certificates.ts';
import { NotFoundError } from '../domain/errors.ts';
import { route, type Route } from '../http/contract.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { fileHeaders } from '../http/send-file.ts';
import { requestSettings } from '../http/session.ts';
import type { Context } from 'hono';
import type { FileStore } from '../adapters/files/store.ts';

/**
 * The owner's copy is never kept by a cache; a public one may be, but is asked again every
 * time (max-age=0 with an ETag: 304 while it is public), so that making it private takes
 * effect at once (docs/api.md "Certificates").
 */
export const PRIVATE_PDF_CACHE = 'private, no-store';
export const PUBLIC_PDF_CACHE = 'public, max-age=0, must-revalidate';

export function certificateRoutes(deps: AppDeps & { adapters: { files: FileStore } }): Route[] {
  const files = deps.adapters.files;
  const settings = (c: Context<AppEnv>) => requestSettings(c, deps);
  return [
    route(certificateCalls['certificates.all'], ({ caller }) => allCertificates(caller)),
    route(certificateCalls['certificates.available'], async ({ caller, params, c }) => availableEntries(caller, await settings(c), params.applicationId)),
    route(certificateCalls['certificates.request'], async ({ caller, params, body, c }) =>
      requestCertificates(caller, files, await settings(c), params.applicationId, body),
    ),
    route(certificateCalls['open.application'], ({ caller, body }) => openApplication(caller, body)),
    route(certificateCalls['open.certificate'], ({ caller, body }) => openCertificate(caller, body)),
    // Public: the owner is known by the session cookie when there is one (SPEC §6).
    route(certificateCalls['certificates.download'], async ({ params, c }) => {
      const viewer = c.get('session')?.customerId ?? null;
      const file = await downloadCertificate(deps.db, files, await settings(c), viewer, params.applicationId, params.certificateId);
      if (!file) throw new NotFoundError();
      // A copy made for this download alone (issue 59 item 2) is kept by no cache, as the owner's.
      const cache = file.owner || file.unstored ? PRIVATE_PDF_CACHE : PUBLIC_PDF_CACHE;
      fileHeaders(c, { contentType: 'application/pdf', fileName: file.fileName }, { cache, disposition: 'attachment' });
      c.header('Vary', 'Cookie'); // the owner gets the scored file, anyone else maybe not
      c.header('Content-Disposition', `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      if (!file.owner && !file.unstored) {
        c.header('ETag', file.etag);
        if (c.req.header('if-none-match') === file.etag) return c.body(null, 304);
      }
      return c.body(file.data as Uint8Array<ArrayBuffer>);
    }),
  ];
}
