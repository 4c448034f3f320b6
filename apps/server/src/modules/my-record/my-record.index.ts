import { createRouter } from '../../lib/router';
import * as handlers from './my-record.handlers';
import * as routes from './my-record.routes';

export const myRecordRouter = createRouter()
  .openapi(routes.getMyRecord, handlers.read)
  .openapi(routes.exportMyRecord, handlers.exportZip);
