// `/pin/:id`, `/pin/:id/` and `/pin/text--id/`: the id is read from the end (spec 1 section 2).
import { useParams } from 'react-router';
import { pinIdFromSegment } from '../../domain/pin-path';
import { useViewer } from '../app/viewer';
import { NotFound } from '../shell/not-found';
import { CloseupPage } from './closeup-page';

export default function CloseupRoute() {
  const { pinPath = '' } = useParams();
  const viewer = useViewer();
  const id = pinIdFromSegment(pinPath);
  if (!id) return <NotFound what="Pin" />;
  return <CloseupPage key={`${id}:${viewer.id ?? ''}`} id={id} />;
}
