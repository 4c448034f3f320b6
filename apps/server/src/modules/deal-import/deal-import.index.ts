import { createRouter } from '../../lib/router';
import * as handlers from './deal-import.handlers';
import * as routes from './deal-import.routes';

export const dealImportRouter = createRouter()
  .openapi(routes.previewImport, handlers.preview)
  .openapi(routes.runImport, handlers.run)
  .openapi(routes.listImports, handlers.list)
  .openapi(routes.undoImport, handlers.undo);
