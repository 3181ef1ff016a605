/**
 * One CSV line (RFC 4180, CRLF): a cell with a comma, quote or line break is quoted, quotes
 * doubled. A cell starting with =, +, -, @, a tab or a carriage return is prefixed with an
 * apostrophe, so a spreadsheet shows it instead of running it as a formula (OWASP, CSV injection).
 */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
