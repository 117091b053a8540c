import { defineModule } from '../define-module';
import { videoContract } from './contract';
import { Video } from './video';

export const videoModule = defineModule(videoContract, Video);
