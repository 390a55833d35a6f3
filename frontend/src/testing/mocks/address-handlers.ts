// The address book as the API keeps it: each shopper's own, at most 20, one default while any
// exist, another's address answered as missing.
import type { SavedAddress } from '../../types/api';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';

const MAX_ADDRESSES = 20;
const signInAgain = problem(401, 'Unauthorized', 'Sign in again to continue.');
const missing = problem(404, 'Not Found', 'No saved address with that id.');

const bookOf = (email: string): SavedAddress[] => (mockShop.addresses[email] ??= []);
/** The default first, then in the order they were added, as the server lists them. */
const listed = (email: string) => ({ items: [...bookOf(email)].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)), nextCursor: null });
const labelled = (label: string | undefined) => (label?.trim() ? { label: label.trim() } : {});

function makeDefault(book: SavedAddress[], id: string): void {
  for (const saved of book) saved.isDefault = saved._id === id;
}

export const addressHandlers = [
  http.get('/addresses', ({ request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    return response(200).json(listed(user.email));
  }),
  http.post('/addresses', async ({ request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    const book = bookOf(user.email);
    if (book.length >= MAX_ADDRESSES) {
      return response(409).json(problem(409, 'Conflict', `Your address book is full (${MAX_ADDRESSES} addresses). Remove one before adding another.`, { code: 'address_book_full' }));
    }
    const { label, address, phone, isDefault } = await request.json();
    const saved: SavedAddress = { _id: crypto.randomUUID(), ...labelled(label), address: address.trim(), phone: phone.trim(), isDefault: false };
    book.push(saved);
    if (book.length === 1 || isDefault) makeDefault(book, saved._id);
    return response(201).json(saved);
  }),
  http.patch('/addresses/{id}', async ({ params, request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    const book = bookOf(user.email);
    const index = book.findIndex((saved) => saved._id === params.id);
    if (index < 0) return response(404).json(missing);
    const { label, address, phone } = await request.json();
    const { label: oldLabel, ...current } = book[index]!;
    const changed: SavedAddress = {
      ...current,
      ...labelled(label === undefined ? oldLabel : label),
      ...(address === undefined ? {} : { address: address.trim() }),
      ...(phone === undefined ? {} : { phone: phone.trim() }),
    };
    book[index] = changed;
    return response(200).json(changed);
  }),
  http.delete('/addresses/{id}', ({ params, request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    const book = bookOf(user.email);
    const index = book.findIndex((saved) => saved._id === params.id);
    if (index < 0) return response(404).json(missing);
    const [gone] = book.splice(index, 1);
    if (gone?.isDefault && book.length > 0) makeDefault(book, book[book.length - 1]!._id);
    return response(204).empty();
  }),
  http.put('/addresses/{id}/default', ({ params, request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    const book = bookOf(user.email);
    if (!book.some((saved) => saved._id === params.id)) return response(404).json(missing);
    makeDefault(book, params.id);
    return response(200).json(listed(user.email));
  }),
];
