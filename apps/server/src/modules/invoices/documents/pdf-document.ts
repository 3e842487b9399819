/**
 * A pdfkit document with the store's font: Noto Sans (regular and bold, SIL Open Font License, `fonts/OFL.txt`),
 * which has the rupee sign and Devanagari, so a product named in Hindi prints as written. pdfkit's own standard
 * fonts (Helvetica) have neither; they are never loaded (the default font is ours). The fonts are parsed once and
 * the parsed fonts handed to every document: fontkit decodes a table when first used and keeps it, and Noto Sans's
 * layout tables (Devanagari's shaping) took about 900 ms to decode in every new document. pdfkit embeds only the
 * glyphs a document uses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { DOCUMENT_FONTS_DIR } from '../../../paths.ts';

export type Pdf = PDFKit.PDFDocument;

let fonts: { regular: Font; bold: Font } | undefined;

const parsedFont = (file: string) => create(readFileSync(path.join(DOCUMENT_FONTS_DIR, file))) as Font;

function documentFonts() {
  fonts ??= { regular: parsedFont('NotoSans-Regular.ttf'), bold: parsedFont('NotoSans-Bold.ttf') };
  return fonts;
}

export const A4: [number, number] = [595.28, 841.89];
/** A 4x6 inch shipping label, as thermal label printers take it. */
export const LABEL_4X6: [number, number] = [288, 432];

export function createPdf(options: { size: [number, number]; margin: number; title: string; author: string }): Pdf {
  const { regular, bold } = documentFonts();
  const doc = new PDFDocument({
    size: options.size,
    margin: options.margin,
    // pdfkit takes a parsed fontkit font wherever it takes a font file (its types know only the file).
    font: regular as unknown as string,
    info: { Title: options.title, Author: options.author, Creator: 'Kala' },
    lang: 'en-IN',
    displayTitle: true,
    bufferPages: false,
  });
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  doc.font('regular');
  return doc;
}

/** Ends the document and gives its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
