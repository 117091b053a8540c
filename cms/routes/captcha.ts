import { captchaTestAnswer, issueCaptcha } from '../captcha/captcha-service';
import { getDatabase } from '../db/database';
import { get, type Route } from '../http/route';

export const captchaRoutes: Route[] = [
  get('/picture-code', (context) => issueCaptcha(context, getDatabase())),
  get('/picture-code/test-answer', (context) => captchaTestAnswer(context, getDatabase())),
];
