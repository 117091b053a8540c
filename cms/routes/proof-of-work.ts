import { getDatabase } from '../db/database';
import { get, type Route } from '../http/route';
import { issueChallenge } from '../proof-of-work/issue-challenge';

/** Not in the spec: the challenge a lead's proof of work solves (docs/forms.md). */
export const proofOfWorkRoutes: Route[] = [get('/proof-of-work', () => issueChallenge(getDatabase()))];
