import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { StoredImage } from '@/features/uploads/components/stored-image';
import { graphql } from '@/gql';
import { useAuth } from '@/lib/auth/use-auth';

const HeaderAvatarQuery = graphql(`
  query HeaderAvatar {
    me {
      id
      profileColour
      profileImage
    }
  }
`);

/**
 * The signed-in member's avatar in the header, linking to her profile. The colour comes from
 * the session at once; the image from Apollo's cache, which profile saves keep current.
 */
export function HeaderAvatar() {
  const { user } = useAuth();
  const { data } = useQuery(HeaderAvatarQuery, { skip: !user, errorPolicy: 'all' });
  if (!user) return null;
  const me = data?.me;
  return (
    <Link
      to={paths.app.profile.getHref()}
      aria-label="Your profile"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full"
    >
      <Avatar
        size="sm"
        colour={me?.profileColour ?? user.profileColour}
        label={`${user.username}'s avatar`}
        image={me?.profileImage ? <StoredImage source={me.profileImage} alt="" shape="square" sizes="32px" /> : null}
      />
    </Link>
  );
}
