// The business routes of spec 3 section 2 as one chunk: `/business/hub/` and a profile's
// `/business/business-access/{id}/…` and `/business/business-manager/{id}/…` pages.
import { useParams } from 'react-router';
import { BUSINESS_AREAS } from '../../domain/business-profile';
import { NotFound } from '../shell/not-found';
import BusinessHubPage from './business-hub-page';
import BusinessPage from './business-page';

export default function BusinessRoute() {
  const { area = '', profileId } = useParams();
  if (area === 'hub' && !profileId) return <BusinessHubPage />;
  if ((BUSINESS_AREAS as readonly string[]).includes(area) && profileId) return <BusinessPage />;
  return <NotFound />;
}
