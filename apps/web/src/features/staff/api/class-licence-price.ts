import { type ClassLicencePriceBody, classLicenceApi } from '@declic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';

const priceKey = ['staff', 'class-licence-price'] as const;

/** GET /api/admin/class-licence-price: the price in force and the next one. */
export function useClassLicencePrice() {
  return useQuery({
    queryKey: priceKey,
    queryFn: ({ signal }) => call(classLicenceApi.price, {}, { signal }),
  });
}

/** PUT /api/admin/class-licence-price: a new price from a day on, kept in the audit log. */
export function useSetClassLicencePrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassLicencePriceBody) => call(classLicenceApi.setPrice, { body }),
    onSuccess: (state) => {
      client.setQueryData(priceKey, state);
      return client.invalidateQueries({ queryKey: ['staff', 'audit'] });
    },
  });
}
