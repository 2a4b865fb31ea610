// SPEC §7 GET /api/common/achievements/{hash} (declared in api/certificates.ts) and the title and
// Open Graph tags of the page /achievements/{hash} itself (issue 13: a shared link is read by
// crawlers that run no JavaScript, so server/static.ts writes them into index.html).
import type { Context } from 'hono';
import { achievementsCalls, type Achievements } from '../../api/certificates.ts';
import { urlOf } from '../../api/contract.ts';
import type { Bootstrap } from '../../api/page-data.ts';
import { paramsAt } from '../../api/routes.ts';
import { toAppLocale } from '../../api/locale.ts';
import { loadAchievements } from '../domain/achievements.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { route, type Route } from '../http/contract.ts';
import { requestSettings } from '../http/session.ts';
import type { PageMeta } from '../static.ts';

export function achievementsRoutes(deps: AppDeps): Route[] {
  return [route(achievementsCalls['common.achievements'], ({ params, c }) => loadAchievements(deps.db, params.hash, c.get('locale')))];
}

/**
 * For /achievements/{hash} of a known hash, from the page's data (its answer and name,
 * server/routes/page-preloads.ts): the title '{fullName}: achievements - {productName}' (SPEC §1
 * '{page} - product', as document.title says it once the page has loaded), the public course
 * names as the description, the page's address under the public address (the setting portalUrl,
 * else the request's: server/http/public-origin.ts). Null for any other path and for an unknown
 * hash (the page then says "not found" itself).
 */
export function achievementsPageMeta(deps: AppDeps): (c: Context<AppEnv, string>, data: Bootstrap) => Promise<PageMeta | null> {
  return async (c, data) => {
    const hash = paramsAt('achievements', c.req.path)?.hash; // matched as the app matches the page
    if (hash === undefined || data.pageName === undefined) return null;
    const page = data.preloaded?.[urlOf(achievementsCalls['common.achievements'], { hash })] as Achievements | undefined;
    if (!page) return null;
    const settings = await requestSettings(c, deps);
    const productName = settings.productName ?? '';
    const courses = page.trainings.map((t) => t.courseName).filter(Boolean);
    const portal = (settings.portalUrl ?? '').replace(/\/+$/, '');
    return {
      title: `${data.pageName} - ${productName}`,
      description: courses.length ? courses.join(' · ') : data.pageName,
      url: `${portal}/achievements/${encodeURIComponent(hash)}`,
      type: 'profile',
      siteName: productName,
      lang: toAppLocale(data.common.locale),
    };
  };
}
