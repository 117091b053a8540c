import { defineModule } from '../define-module';
import examples from './examples.json';
import { videoSchema } from './schema';
import { Video } from './video';

export const videoModule = defineModule({
  type: 'video',
  title: 'Video',
  schema: videoSchema,
  examples,
  Component: Video,
});
