import { getDatabase } from '../db/database';
import { get, type Route } from '../http/route';
import { issueChallenge } from '../proof-of-work/issue-challenge';

/** Added to the CMS API by this site: the challenge a lead's proof of work solves (docs/forms.md). */
export const proofOfWorkRoutes: Route[] = [get('/proof-of-work', () => issueChallenge(getDatabase()))];
