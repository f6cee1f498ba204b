/** One grid row's height in CSS pixels: the grid draws its rows at it, and panels sized in rows use it. */
export const ROW_HEIGHT = 26;
