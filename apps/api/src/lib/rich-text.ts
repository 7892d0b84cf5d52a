export { htmlToText, sanitizeRichText } from '@rennfeld/rich-text';
