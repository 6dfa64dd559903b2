import { homeMessages as text } from '../../../shared/messages';
import { useSiteSettings } from '../../components/reads';

/** The sponsor this deployment set (SPONSOR_URL), in a new tab; nothing when unset. */
export default function SponsorLink() {
  const sponsorUrl = useSiteSettings().data?.sponsorUrl;
  if (!sponsorUrl) return null;
  return (
    <div>
      <a href={sponsorUrl} target="_blank" rel="noopener noreferrer sponsored">
        {text.sponsor}
      </a>
    </div>
  );
}
