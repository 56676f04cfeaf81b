import type { Qualification, QualificationBody } from '@puhuo/domain';
import { http } from '../../api/http.ts';

export const qualificationApi = {
  current: () => http.get<Qualification>('/api/distributor/qualification'),
  submit: (body: QualificationBody) => http.post<Qualification>('/api/distributor/qualification', body),
};

export const qualificationKeys = { current: ['qualification'] as const };
