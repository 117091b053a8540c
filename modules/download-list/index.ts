import { defineModule } from '../define-module';
import { downloadListContract } from './contract';
import { DownloadList } from './download-list';

export const downloadListModule = defineModule(downloadListContract, DownloadList);
