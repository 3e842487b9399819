/**
 * An AWB as Code 128 bars, the symbology couriers scan (bwip-js encodes; we draw the bars as rectangles in the PDF,
 * so they stay sharp on any printer). The layout is its own function so a test can hold the text under the bars.
 */
import bwipjs from 'bwip-js';

export interface BarcodeLayout {
  /** Each bar's left edge and width, in points. */
  bars: { x: number; width: number }[];
  top: number;
  height: number;
  /** Where the human-readable AWB goes: under the bars. */
  textTop: number;
}

/** Bars for `text` centred in [left, left + width], `height` tall from `top`; modules at most 2 pt wide. */
export function code128Layout(
  text: string,
  box: { left: number; top: number; width: number; height: number },
): BarcodeLayout {
  // The default export's raw(); the module's named `raw` is the symbology of that name, not this function.
  const [symbol] = bwipjs.raw('code128', text, {}) as { sbs: number[] }[];
  const widths = symbol!.sbs;
  const modules = widths.reduce((sum, w) => sum + w, 0);
  // Ten modules of quiet zone each side, as the standard asks.
  const moduleWidth = Math.min(2, box.width / (modules + 20));
  let x = box.left + (box.width - modules * moduleWidth) / 2;
  const bars: BarcodeLayout['bars'] = [];
  widths.forEach((w, index) => {
    if (index % 2 === 0) bars.push({ x, width: w * moduleWidth });
    x += w * moduleWidth;
  });
  return { bars, top: box.top, height: box.height, textTop: box.top + box.height + 3 };
}
