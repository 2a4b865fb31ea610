// SPEC §2 /achievements/{hash}: the trainee's public page under the portal's address (setting
// portalUrl), as it is shared (the certificate screen's links, the profile's copy action).
export const publicPageUrl = (portalUrl: string, pageHash: string) => `${portalUrl.replace(/\/+$/, '')}/achievements/${encodeURIComponent(pageHash)}`;
