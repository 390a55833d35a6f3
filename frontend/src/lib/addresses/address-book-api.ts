// The address book's calls live here, below the features: the profile edits the book, and the
// checkout and the purchase page read it to fill the delivery form (and the checkout adds to it).
import { api } from '../api';
import type { AddressBook, AddressInput, AddressPatch, SavedAddress } from '../../types/api';

export const addressBookApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Cached per account (the argument is the owner's email, which the path doesn't need): a book
    // read for one account is never shown to the next one signed in on the same tab.
    listAddresses: build.query<AddressBook, string>({
      query: () => '/addresses',
      providesTags: ['Address'],
    }),
    addAddress: build.mutation<SavedAddress, AddressInput>({
      query: (body) => ({ url: '/addresses', method: 'POST', body }),
      invalidatesTags: ['Address'],
    }),
    updateAddress: build.mutation<SavedAddress, { id: string; patch: AddressPatch }>({
      query: ({ id, patch }) => ({ url: `/addresses/${encodeURIComponent(id)}`, method: 'PATCH', body: patch }),
      invalidatesTags: ['Address'],
    }),
    deleteAddress: build.mutation<void, string>({
      query: (id) => ({ url: `/addresses/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Address'],
    }),
    // Two addresses change; the answer is the whole book, which replaces the cached one.
    setDefaultAddress: build.mutation<AddressBook, { id: string; owner: string }>({
      query: ({ id }) => ({ url: `/addresses/${encodeURIComponent(id)}/default`, method: 'PUT' }),
      // Refused (the address went meanwhile): the cached book is out of date.
      invalidatesTags: (_book, error) => (error ? ['Address'] : []),
      async onQueryStarted({ owner }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(addressBookApi.util.upsertQueryData('listAddresses', owner, data));
      },
    }),
  }),
});

export const { useListAddressesQuery, useAddAddressMutation, useUpdateAddressMutation, useDeleteAddressMutation, useSetDefaultAddressMutation } = addressBookApi;
