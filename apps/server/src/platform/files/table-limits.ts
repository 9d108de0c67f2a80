/** What one import file may hold; given to the parse worker, which loads no contracts. */
export interface TableLimits {
  /** Rows below the header. */
  maxRows: number;
  maxColumns: number;
  /** Bytes an .xlsx may inflate to, all parts read counted together. */
  maxUnpackedBytes: number;
}
