import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ToastContainer } from 'react-toastify';
import { CreateUploadDocument } from '@/gql/graphql';
import { apolloClient } from '@/lib/apollo-client';
import { serveGraphQL, type GraphQLMock } from '@/testing/render-route';
import { AVATAR_COMPRESSION } from '../compression';
import { putFile } from '../xhr-upload';
import {
  GENERATING_PREVIEW,
  ImageUploadField,
  NOT_AN_IMAGE_MESSAGE,
  UPLOAD_FAILED,
} from './image-upload-field';

vi.mock('../compression', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../compression')>()),
  // jsdom has no canvas: the bytes go through as they are.
  compressImage: (file: File) => Promise.resolve(file),
}));
vi.mock('../xhr-upload', () => ({ putFile: vi.fn() }));

const objectId = '0123456789abcdef01234567';
const ticket = (id = objectId): GraphQLMock => ({
  request: {
    query: CreateUploadDocument,
    variables: (variables: { input: { fileName: string; contentType: string } }) =>
      /^avatar_\d+$/.test(variables.input.fileName) && variables.input.contentType === 'image/png',
  },
  result: {
    data: { createUpload: { __typename: 'UploadTicket', signedPostUrl: 'https://files.test/put?sig=1', objectId: id } },
  },
});

function Harness() {
  const form = useForm<{ profileImage: string | null }>({ defaultValues: { profileImage: null } });
  const value = useWatch({ control: form.control, name: 'profileImage' });
  return (
    <ApolloProvider client={apolloClient}>
      <FormProvider {...form}>
        <ImageUploadField
          name="profileImage"
          label="Profile image"
          namePrefix="avatar"
          compression={AVATAR_COMPRESSION}
        />
        <output data-testid="value">{value ?? 'none'}</output>
      </FormProvider>
      <ToastContainer />
    </ApolloProvider>
  );
}

const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
const put = vi.mocked(putFile);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => put.mockReset());

describe('ImageUploadField', () => {
  it('uploads with progress in %, then generates the preview and reports the object id', async () => {
    serveGraphQL([ticket()]);
    let report: (percent: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    put.mockImplementation((_url, _file, options) => {
      report = options?.onProgress ?? report;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const user = userEvent.setup();
    render(<Harness />);

    await user.upload(screen.getByLabelText('Upload profile image'), png);
    expect(await screen.findByText('Uploading… 0%')).toBeInTheDocument();
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]?.[0]).toBe('https://files.test/put?sig=1');
    expect(put.mock.calls[0]?.[1]).toBe(png);

    act(() => report(45));
    expect(screen.getByText('Uploading… 45%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveValue(45);

    act(() => finish());
    expect(await screen.findByText(GENERATING_PREVIEW)).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent(objectId);

    fireEvent.load(screen.getByAltText('Preview of your new image'));
    await waitFor(() => expect(screen.queryByText(GENERATING_PREVIEW)).not.toBeInTheDocument());
    expect(screen.getByAltText('Preview of your new image')).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('button', { name: 'Change image' })).toBeInTheDocument();
  });

  it("shows 'Something went wrong...' with Try again, which retries the same file", async () => {
    serveGraphQL([ticket(), ticket()]);
    put.mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce(undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<Harness />);

    await user.upload(screen.getByLabelText('Upload profile image'), png);
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_FAILED);
    expect(screen.getByTestId('value')).toHaveTextContent('none');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(GENERATING_PREVIEW)).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(2);
    expect(put.mock.calls[1]?.[1]).toBe(png);
    expect(screen.getByTestId('value')).toHaveTextContent(objectId);
    vi.restoreAllMocks();
  });

  it('fails when the ticket has no URL', async () => {
    serveGraphQL([
      {
        request: { query: CreateUploadDocument, variables: () => true },
        result: { data: { createUpload: { __typename: 'UploadTicket', signedPostUrl: '', objectId } } },
      },
    ]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Upload profile image'), png);
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_FAILED);
    expect(String(logged.mock.calls[0]?.[0])).toContain('get-signed-post-url did not return a url');
    expect(put).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('refuses a file that is not an image with a warning toast', async () => {
    serveGraphQL([]);
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(
      screen.getByLabelText('Upload profile image'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(NOT_AN_IMAGE_MESSAGE)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    expect(screen.queryByText(/Uploading/)).not.toBeInTheDocument();
  });
});
