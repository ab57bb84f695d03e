import { useCallback } from 'react';
import { SPEC_EVENT_ROUTES } from '../../domain/spec-events';
import { useServices } from '../app/services';
import { useResultLoad } from './use-result';

/**
 * Why the spec's ticket page of the event `slug` (SPEC_EVENT_ROUTES) sells nothing now, in the domain's words ('Sales have
 * closed.', 'Sold out.'), or null while tickets sell (or before the answer, or when it cannot be
 * had: the page then works as it always has and the server still refuses at checkout). Asked after
 * hydration: `GET /ticketing/events/<the route's event>`.
 */
export function useSpecEventSalesWords(slug: string): string | null {
  const services = useServices();
  const load = useCallback(() => services.ticketedEvents.view(slug), [services, slug]);
  const { value } = useResultLoad(load);
  return value === null || value.sales.state === 'open' ? null : value.sales.words;
}

/** The event of one of the spec's ticket routes ('/Spring-Banquet-2022' -> 'spring-banquet-2022'). */
export function specEventOf(route: string): string {
  const slug = SPEC_EVENT_ROUTES[route];
  if (slug === undefined) throw new Error(`${route} is not one of the spec's ticket pages.`);
  return slug;
}
