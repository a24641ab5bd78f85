declare module 'french-badwords-list' {
  const list: { array: string[]; object: Record<string, number>; regex: RegExp };
  export default list;
}
