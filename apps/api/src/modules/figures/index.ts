export { FIGURE_COMMAND_HELP, FigureCommandError, runFigureCommand } from './figures.commands';
export { figuresRoutes } from './figures.routes';
export { currentFigures, type FigureValues, figureValues, saveFigure } from './figures.service';
