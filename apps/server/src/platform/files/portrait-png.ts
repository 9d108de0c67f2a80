import { encodeRgbPng } from './gradient-png.ts';

/**
 * A passport-style placeholder portrait (a real PNG): a light silhouette, head and shoulders,
 * on `colour`. The demo's and the tests' student photos.
 */
export function drawPortraitPng(colour: string, width = 120, height = 150): Buffer {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  const head = { x: width / 2, y: height * 0.38, r: width * 0.2 };
  const shoulders = { x: width / 2, y: height * 1.02, rx: width * 0.42, ry: height * 0.36 };
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const inHead = (x - head.x) ** 2 + (y - head.y) ** 2 <= head.r ** 2;
      const inBody =
        ((x - shoulders.x) / shoulders.rx) ** 2 + ((y - shoulders.y) / shoulders.ry) ** 2 <= 1;
      const light = inHead || inBody;
      row[1 + x * 3] = light ? 240 : r;
      row[2 + x * 3] = light ? 240 : g;
      row[3 + x * 3] = light ? 245 : b;
    }
    return row;
  });
  return encodeRgbPng(width, height, rows);
}
