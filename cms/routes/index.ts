import type { Route } from '../http/route';
import { captchaRoutes } from './captcha';
import { catalogRoutes } from './catalog';
import { commonRoutes } from './common';
import { documentRoutes } from './documents';
import { formRoutes } from './forms';
import { homeRoutes } from './home';
import { modulePageRoutes } from './module-pages';
import { newsRoutes } from './news';
import { pdfRoutes } from './pdf';
import { proofOfWorkRoutes } from './proof-of-work';
import { searchRoutes } from './search';

/** Every endpoint of the embedded portal API; one file per group of endpoints (common, home, news, documents ...). */
export const routes: Route[] = [
  ...commonRoutes,
  ...homeRoutes,
  ...catalogRoutes,
  ...modulePageRoutes,
  ...newsRoutes,
  ...documentRoutes,
  ...searchRoutes,
  ...pdfRoutes,
  ...formRoutes,
  ...captchaRoutes,
  ...proofOfWorkRoutes,
];
