import { imageResourceTypeSchema, recommendRequestSchema } from '@/schemas/home';
import { CmsFailure } from '../http/envelope';
import { get, post, type Route } from '../http/route';
import { contentFor } from '../store/fixture-store';
import { parseBody } from './parse-body';

export const homeRoutes: Route[] = [
  get('/home/banners', ({ locale }) => contentFor(locale).home.banners),
  get('/home/shortcut/detail', ({ locale }) => contentFor(locale).home.shortcut),
  get('/home/customercase/detail', ({ locale }) => contentFor(locale).home.customerCase),
  get('/home/specialservice/detail', ({ locale }) => contentFor(locale).home.specialService),
  get('/home/customer-cases', ({ locale }) => contentFor(locale).home.customerCases),
  get('/image/resource/{type}', ({ locale, params }) => {
    const type = imageResourceTypeSchema.safeParse(params.type);
    if (!type.success) throw new CmsFailure('badRequest', `image resource type must be one of ${imageResourceTypeSchema.options.join(', ')}`);
    return contentFor(locale).home.imageResources.filter((image) => image.type === type.data);
  }),
  post('/solutions/recommends', ({ locale, body }) => contentFor(locale).home.solutionRecommends.slice(0, parseBody(recommendRequestSchema, body).size)),
  post('/services/recommends', ({ locale, body }) => contentFor(locale).home.serviceRecommends.slice(0, parseBody(recommendRequestSchema, body).size)),
];
