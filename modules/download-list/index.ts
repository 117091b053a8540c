import { defineModule } from '../define-module';
import examples from './examples.json';
import { DownloadList } from './download-list';
import { downloadListSchema } from './schema';

export const downloadListModule = defineModule({
  type: 'download-list',
  title: 'Download list',
  schema: downloadListSchema,
  examples,
  Component: DownloadList,
});
