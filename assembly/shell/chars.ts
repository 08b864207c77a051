// The bytes shell syntax is made of, and the character classes of names, for the lexer and
// the expander.

export const TAB: u8 = 0x09;
export const NL: u8 = 0x0a;
export const CR: u8 = 0x0d;
export const SP: u8 = 0x20;
export const BANG: u8 = 0x21;
export const DQ: u8 = 0x22;
export const HASH: u8 = 0x23;
export const DOLLAR: u8 = 0x24;
export const PCT: u8 = 0x25;
export const AMP: u8 = 0x26;
export const SQ: u8 = 0x27;
export const LP: u8 = 0x28;
export const RP: u8 = 0x29;
export const STAR: u8 = 0x2a;
export const PLUS: u8 = 0x2b;
export const COMMA: u8 = 0x2c;
export const MINUS: u8 = 0x2d;
export const DOT: u8 = 0x2e;
export const SLASH: u8 = 0x2f;
export const COLON: u8 = 0x3a;
export const SEMI: u8 = 0x3b;
export const LT: u8 = 0x3c;
export const EQ: u8 = 0x3d;
export const GT: u8 = 0x3e;
export const QMARK: u8 = 0x3f;
export const AT: u8 = 0x40;
export const LSB: u8 = 0x5b;
export const BS: u8 = 0x5c;
export const RSB: u8 = 0x5d;
export const BQ: u8 = 0x60;
export const LB: u8 = 0x7b;
export const PIPE: u8 = 0x7c;
export const RB: u8 = 0x7d;
export const TILDE: u8 = 0x7e;

@inline export function isDigit(c: u8): bool {
  return c >= 0x30 && c <= 0x39;
}

/** A byte that may start a variable name: a letter or `_`. */
@inline export function isNameStart(c: u8): bool {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x5f;
}

@inline export function isNameChar(c: u8): bool {
  return isNameStart(c) || isDigit(c);
}
