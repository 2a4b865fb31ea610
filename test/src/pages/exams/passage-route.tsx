import { Route } from 'wouter';
import { routePaths, parseParams } from '../../../../api/routes.ts';
import PassagePage from '../../../../src/pages/exams/passage/passage-page.tsx';

// The passage page as the app routes it (SPEC §2 /exams/passage/{resultId}/{currentQuestionIndex?}):
// on the route's own pattern, with the params parsed by the route's rule; a path whose
// params do not validate renders nothing here (the app shows its not-found page).
// A <Route> element (not a component of its own), so it also works as a <Switch> child.
export function passageRoute(title = '') {
  return (
    <Route path={routePaths.passage.path}>
      {(raw) => {
        const params = parseParams('passage', raw);
        return params ? <PassagePage params={params} title={title} /> : null;
      }}
    </Route>
  );
}
