import type { DataProvider, GetListParams, GetManyParams, RaRecord } from 'react-admin';
import { callApi } from './api.ts';

/** react-admin's resource names are the staff API's paths. */
const base = (resource: string) => `/api/admin/${resource}`;

function listQuery({ pagination, sort, filter }: GetListParams): string {
  const query = new URLSearchParams();
  if (pagination) {
    query.set('page', String(pagination.page));
    query.set('perPage', String(pagination.perPage));
  }
  if (sort?.field && sort.field !== 'id') {
    query.set('sort', sort.field);
    query.set('order', sort.order);
  }
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  return query.toString();
}

/** The staff API as react-admin asks for it: lists with {data,total}, one record, change, delete. */
export const dataProvider: DataProvider = {
  async getList(resource, params) {
    return callApi(`${base(resource)}?${listQuery(params)}`);
  },
  async getOne(resource, { id }) {
    return { data: await callApi(`${base(resource)}/${encodeURIComponent(String(id))}`) };
  },
  async getMany<RecordType extends RaRecord>(resource: string, { ids }: GetManyParams<RecordType>) {
    const one = (id: RecordType['id']) => callApi<RecordType>(`${base(resource)}/${encodeURIComponent(String(id))}`);
    return { data: await Promise.all(ids.map(one)) };
  },
  async getManyReference() {
    return { data: [], total: 0 };
  },
  async create(resource, { data }) {
    return { data: await callApi(base(resource), { method: 'POST', body: data }) };
  },
  async update(resource, { id, data, previousData }) {
    // A versioned record (content) is saved whole, naming the version it was read at; the server
    // refuses it when someone saved since. Others send only what changed.
    if ('version' in previousData) {
      return {
        data: await callApi(`${base(resource)}/${encodeURIComponent(String(id))}`, { method: 'PUT', body: data }),
      };
    }
    const changed = Object.fromEntries(
      Object.entries(data as Record<string, unknown>).filter(([key, value]) => previousData[key] !== value),
    );
    return {
      data: await callApi(`${base(resource)}/${encodeURIComponent(String(id))}`, { method: 'PATCH', body: changed }),
    };
  },
  async updateMany(resource, { ids, data }) {
    for (const id of ids)
      await callApi(`${base(resource)}/${encodeURIComponent(String(id))}`, { method: 'PATCH', body: data });
    return { data: ids };
  },
  async delete(resource, { id, previousData }) {
    await callApi(`${base(resource)}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
    return { data: previousData ?? ({ id } as RaRecord) } as never;
  },
  async deleteMany(resource, { ids }) {
    for (const id of ids) await callApi(`${base(resource)}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
    return { data: ids };
  },
};
