import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { ProductImage } from '../../../components/ui/product-image';
import { limits } from '../../../lib/contract-limits';
import { problemMessage } from '../../../lib/problem';
import { useUploadImageMutation } from '../api/products-api';

const MAX_MEGABYTES = limits.ImageBytes.maxLength / 1024 / 1024;
export const TOO_LARGE = `The photo is larger than ${MAX_MEGABYTES} MB. Choose a smaller one.`;

export interface ImageUploadFieldProps {
  /** The product's image URL as the form holds it; a preview shows while it looks like one. */
  value: string;
  /** Called with the uploaded photo's `image`, for the form to take as the product's. */
  onUploaded: (image: string) => void;
}

/**
 * A tool's photo: dropped on the field or chosen with its button, sent to the server, which makes
 * its variants. Only the size is checked here, to spare an upload the server would refuse; what
 * the file is, the server decides from its bytes.
 */
export function ImageUploadField({ value, onUploaded }: ImageUploadFieldProps) {
  const [uploadImage, { error, isLoading, reset }] = useUploadImageMutation();
  const [dragging, setDragging] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  const [uploadedName, setUploadedName] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const preview = new RegExp(limits.ProductImage.pattern).test(value) ? value : undefined;

  const upload = async (file: File | undefined) => {
    if (!file || isLoading) return;
    reset();
    setUploadedName(undefined);
    setTooLarge(file.size > limits.ImageBytes.maxLength);
    if (file.size > limits.ImageBytes.maxLength) return;
    const result = await uploadImage(file);
    if (!result.data) return;
    setUploadedName(file.name);
    onUploaded(result.data.image);
  };

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };
  const message = tooLarge ? TOO_LARGE : error ? problemMessage(error) : undefined;

  return (
    <Stack role="group" aria-labelledby={labelId} aria-describedby={hintId} spacing={1}>
      <Typography id={labelId} component="span" variant="subtitle2">
        Photo
      </Typography>
      <Box
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        aria-busy={isLoading}
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 2,
          p: 2,
          borderRadius: 1,
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : message ? 'error.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <Box sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0 }}>
          {preview ? (
            <ProductImage
              src={preview}
              alt="The product’s photo"
              width={400}
              height={300}
              sizes="(min-width: 600px) 160px, calc(100vw - 64px)"
              sx={{ aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, bgcolor: '#f3efe7' }}
            />
          ) : (
            <Box sx={{ aspectRatio: '4 / 3', display: 'grid', placeItems: 'center', borderRadius: 1, bgcolor: 'action.hover', color: 'text.secondary' }}>
              <AddPhotoAlternateOutlined fontSize="large" aria-hidden />
            </Box>
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography role="status" variant="body2">
            {isLoading ? 'Uploading the photo…' : dragging ? 'Drop the photo to upload it.' : uploadedName ? `Uploaded ${uploadedName}.` : 'Drag a photo here, or'}
          </Typography>
          <Button variant="outlined" onClick={() => input.current?.click()} loading={isLoading} aria-describedby={hintId}>
            {preview ? 'Replace photo' : 'Choose a photo'}
          </Button>
          <Typography id={hintId} variant="caption" color="text.secondary">
            JPEG, PNG or WebP, up to {MAX_MEGABYTES} MB, at least 400 × 300 pixels.
          </Typography>
        </Stack>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="photo-file"
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            // The same file chosen again (after a failure) is a change too.
            event.target.value = '';
          }}
        />
      </Box>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
    </Stack>
  );
}
