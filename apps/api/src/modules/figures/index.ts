export { figuresRoutes } from './figures.routes';
export { currentFigures, type FigureValues, figureValues, saveFigure } from './figures.service';
