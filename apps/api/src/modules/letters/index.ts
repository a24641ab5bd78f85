// What other modules may use of the letters module (level 16 keeps the student's edited letter).
// Applications to company offers attach a copy of one letter (readLetter).
export { isOwnLetter, readLetter, replaceLetterText } from './letters.repository';
export { lettersRoutes } from './letters.routes';
