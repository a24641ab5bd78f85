// What other modules may use of the letters module (level 16 keeps the student's edited letter).
export { isOwnLetter, replaceLetterText } from './letters.repository';
