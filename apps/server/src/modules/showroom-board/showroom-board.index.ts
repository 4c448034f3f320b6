import { createRouter } from '../../lib/router';
import * as handlers from './showroom-board.handlers';
import * as routes from './showroom-board.routes';

export const showroomBoardRouter = createRouter()
  .openapi(routes.listBoardLinks, handlers.list)
  .openapi(routes.createBoardLink, handlers.create)
  .openapi(routes.revokeBoardLink, handlers.revoke)
  .openapi(routes.saveBoardSettings, handlers.saveSettings)
  .openapi(routes.getBoard, handlers.board)
  .openapi(routes.streamBoardEvents, handlers.stream);
