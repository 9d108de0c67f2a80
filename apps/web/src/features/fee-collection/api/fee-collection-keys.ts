/** Root of every fee collection query: a payment or a cancel refreshes dues, lists and reports. */
export const feeCollectionKey = ['fee-collection'] as const;

export const feeCollectionKeys = {
  dues: (studentId: number | null, sessionId: number | null) =>
    [...feeCollectionKey, 'dues', studentId, sessionId] as const,
  receipt: (paymentId: number) => [...feeCollectionKey, 'receipt', paymentId] as const,
  list: (name: string, filters: object) => [...feeCollectionKey, name, filters] as const,
  students: (filters: object) => [...feeCollectionKey, 'students', filters] as const,
};
