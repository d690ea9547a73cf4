import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

const PDFTOTEXT = '/usr/bin/pdftotext';

/**
 * The text of a generated PDF: pdftotext where installed, else the strings of its content streams
 * (pdf-lib writes the standard fonts' text as hex strings, deflated).
 */
export function pdfText(bytes: Buffer): string {
  if (existsSync(PDFTOTEXT)) {
    return execFileSync(PDFTOTEXT, ['-raw', '-', '-'], { input: bytes }).toString('utf8');
  }
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] as string, 'latin1')).toString('latin1');
    } catch {
      content = match[1] as string;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      texts.push(Buffer.from(hex[1] as string, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}
