/** Root of every library query: any write refreshes the catalogue, the loans and the shelf. */
export const libraryKey = ['library'] as const;

export const libraryKeys = {
  categories: [...libraryKey, 'categories'] as const,
  books: (filter: object) => [...libraryKey, 'books', filter] as const,
  copies: (bookId: number) => [...libraryKey, 'copies', bookId] as const,
  issues: (filter: object) => [...libraryKey, 'issues', filter] as const,
  settings: [...libraryKey, 'settings'] as const,
  members: (type: string, search: string) => [...libraryKey, 'members', type, search] as const,
  shelf: (search: string) => [...libraryKey, 'shelf', search] as const,
  childBooks: (studentId: number | null) => [...libraryKey, 'child-books', studentId] as const,
};
